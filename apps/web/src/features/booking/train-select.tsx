import type { BookingDay } from '@lmr/shared/booking';
import { SelectField } from '../../components/ui/form-field.tsx';

interface TrainSelectProps {
  label: string;
  trains: BookingDay['departures'];
  value: string;
  onChange: (departureId: string) => void;
}

/** A pick of trains to move a booking to, by their times; nothing picked at first. */
export function TrainSelect({ label, trains, value, onChange }: TrainSelectProps) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      <option value="" />
      {trains.map((d) => (
        <option key={d.id} value={d.id}>
          {d.time}
        </option>
      ))}
    </SelectField>
  );
}
