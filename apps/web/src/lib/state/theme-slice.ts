import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';
export type Language = 'en' | 'ne';
/** The calendar dates are shown in: AD as SPEC writes them, or Bikram Sambat. */
export type Calendar = 'AD' | 'BS';

export interface ThemeState {
  mode: ThemeMode;
  language: Language;
  /** Absent in a state remembered before the choice existed: AD. */
  calendar?: Calendar;
}

const initialState: ThemeState = { mode: 'light', language: 'en', calendar: 'AD' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    setMode(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
    toggleMode(state) {
      state.mode = state.mode === 'light' ? 'dark' : 'light';
    },
    setLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    setCalendar(state, action: PayloadAction<Calendar>) {
      state.calendar = action.payload === 'BS' ? 'BS' : 'AD';
    },
  },
});

export const { setMode, toggleMode, setLanguage, setCalendar } = themeSlice.actions;
export const selectThemeMode = (state: { theme: ThemeState }) => state.theme.mode;
export const selectLanguage = (state: { theme: ThemeState }) => state.theme.language;
// A state remembered before the calendar choice existed has none: AD, as dates were shown then.
export const selectCalendar = (state: { theme: ThemeState }): Calendar =>
  state.theme.calendar === 'BS' ? 'BS' : 'AD';
