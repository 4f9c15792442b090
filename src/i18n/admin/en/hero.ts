/** The hero editor (/admin/hero): its dialog, fields and language cards. */
export default {
  editTitle: 'Edit Hero Content (EN / ES)',
  empty: 'No hero content yet: edit a language to write it.',
  title: 'Title',
  subtitle: 'Subtitle',
  description: 'Description',
  mainButtonText: 'Main button text',
  secondButtonText: 'Second button text',
  backgroundImage: 'Background image',
  cardEn: 'English hero',
  cardEs: 'Spanish hero',
  edit: 'Edit',
  editLabel: 'Edit hero content ({code})',
  mainButton: 'Main button',
  secondButton: 'Second button',
  missingEn: "There is no English hero yet: edit it to copy the other language's.",
  missingEs: "There is no Spanish hero yet: edit it to copy the other language's.",
};
