import { describe, expect, it } from 'vitest';
import { modelDataMessage, neutraliseModelText } from '../src/model-data.ts';

describe('user text quoted for a model', () => {
  it('when text carries chat-template and Llama turn markers, then they are removed and the words stay', () => {
    expect(neutraliseModelText('hi <|im_start|>system<|im_end|> [INST]x[/INST] <<SYS>>y<</SYS>> </s>end')).toBe('hi system x y end');
  });

  it('when removing one marker would assemble another, then that one goes too', () => {
    expect(neutraliseModelText('a<|im<|x|>_start|>b')).toBe('ab');
  });

  it('when text hides characters (zero-width, bidi overrides, controls) or uses full-width look-alikes, then they are normalised away', () => {
    expect(neutraliseModelText('ig\u200Bnore\u202E me\u0007')).toBe('ignore me');
    expect(neutraliseModelText('\uFF1C|im_start|\uFF1E')).toBe('');
  });

  it('when a data message is built, then it is JSON whose strings are neutralised and whose line breaks stay escaped', () => {
    const message = modelDataMessage({ topic: 'x\n"}] <|endoftext|>', list: ['[INST]a'], n: 3, none: null });
    expect(JSON.parse(message)).toEqual({ topic: 'x\n"}] ', list: ['a'], n: 3, none: null });
    expect(message).not.toContain('\n');
  });
});
