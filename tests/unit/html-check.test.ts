import { describe, expect, it } from 'vitest';
import { htmlErrors, type NuMessage } from '../../scripts/lib/html-check.ts';

const error = (message: string): NuMessage => ({ type: 'error', message });

describe('htmlErrors', () => {
  it('keeps every error about the HTML, and fatal ones', () => {
    const messages = [
      error('Bad value “street-address” for attribute “autocomplete” on element “input”.'),
      { type: 'non-document-error', subType: 'io', message: 'Cannot read the file.' },
    ];
    expect(htmlErrors(messages)).toEqual(messages);
  });

  it('drops only what the checker does not know: Tailwind’s at-rules and <details name>', () => {
    expect(
      htmlErrors([
        error('CSS: Unrecognized at-rule “@property”'),
        error('CSS: Unrecognized at-rule “@layer”'),
        error('Attribute “name” not allowed on element “details” at this point.'),
        error('Attribute “name” not allowed on element “div” at this point.'),
        { type: 'info', subType: 'warning', message: 'Consider adding a “lang” attribute.' },
      ]).map((message) => message.message),
    ).toEqual(['Attribute “name” not allowed on element “div” at this point.']);
  });
});
