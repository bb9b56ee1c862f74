/** £55,000 or £15.00: pounds the British way. */
export const pounds = (amount: number, decimals = 0) =>
  `£${amount.toLocaleString('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
