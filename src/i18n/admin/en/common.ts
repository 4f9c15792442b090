/** Texts shared by every part of the admin: buttons, states, the language switch. */
export default {
  loading: 'Loading...',
  save: 'Save Changes',
  cancel: 'Cancel',
  close: 'Close',
  language: 'Language',
  english: 'English',
  spanish: 'Spanish',
};
