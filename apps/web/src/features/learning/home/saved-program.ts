/** The program chosen last (spec 2 §3 local storage 'selectedProgram'). */
const KEY = 'selectedProgram';

export function loadSavedProgram(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    return value && value !== 'all' && value.length <= 200 ? value : null;
  } catch {
    return null;
  }
}

export function saveProgram(value: string | null): void {
  try {
    localStorage.setItem(KEY, value ?? 'all');
  } catch {
    // Storage disabled: the address still holds the program.
  }
}
