/** The About Section editor (/admin/about): its dialog, fields and cards. */
export default {
  dialogDescription: 'The emoji is the same in both languages; the texts are written per language.',
  empty: 'No about cards yet. Add the first one.',
  title: 'Title',
  description: 'Description',
  emoji: 'Emoji',
  emojiLabel: 'Emoji {emoji}',
};
