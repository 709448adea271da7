/** Demo accounts of the mock API (DESIGN.md §6), offered as one-click fills in mock mode. */
export const DEMO_PASSWORD = 'Lumi@2026';

export const DEMO_ACCOUNTS = [
  { role: '2', login_cell: '11922222222', labelId: 'auth.demo.family' },
  { role: '4', login_cell: '11944444444', labelId: 'auth.demo.school' },
  { role: '3', login_cell: '11933333333', labelId: 'auth.demo.producer' },
  { role: '0', login_cell: '11900000000', labelId: 'auth.demo.admin' },
  { role: '1', login_cell: '11911111111', labelId: 'auth.demo.team' },
] as const;
