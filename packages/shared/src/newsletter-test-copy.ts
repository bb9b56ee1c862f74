/**
 * The unsubscribe token in an admin's test copy and the preview: its link opens the Unsubscribe screen,
 * which says it is a test copy, and unsubscribes nobody.
 */
export const testCopyToken = 'test-copy';
