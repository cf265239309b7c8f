import { describe, expect, it } from 'vitest';
import { joinSplitPeriods } from './join-split-periods';
import { splitLines } from './split-lines';

const joined = (text: string) => joinSplitPeriods(splitLines(text)).map((line) => line.text);

describe('joinSplitPeriods', () => {
  it('joins a period printed over two lines of a narrow margin', () => {
    expect(joined('Oct 2021 –\npresent\nPostdoctoral Research Fellow')).toEqual([
      'Oct 2021 – present',
      'Postdoctoral Research Fellow',
    ]);
    expect(joined('09/2022 -\n04/2025')).toEqual(['09/2022 - 04/2025']);
    expect(joined('Sep 2016 – Aug\n2017\nResearch Assistant')).toEqual([
      'Sep 2016 – Aug 2017',
      'Research Assistant',
    ]);
    expect(joined('sept. 2016 – janv.\n2017')).toEqual(['sept. 2016 – janv. 2017']);
    // an arrow for the range, as some templates draw it
    expect(joined('sept. 2018 → juin\n2021')).toEqual(['sept. 2018 → juin 2021']);
    expect(joined('mars 2021 →\naujourd’hui')).toEqual(['mars 2021 → aujourd’hui']);
  });

  it('joins a period in words a narrow cell wrapped before its second half', () => {
    expect(joined('From December 2017\nto December 2020\nO’Connor Transport')).toEqual([
      'From December 2017 to December 2020',
      'O’Connor Transport',
    ]);
    expect(joined('Du 03/2015\nau 06/2019')).toEqual(['Du 03/2015 au 06/2019']);
    expect(joined('Van 2012\ntot heden')).toEqual(['Van 2012 tot heden']);
    // a line that only starts with 'to' is not a period's end
    expect(joined('From 2017\nto the whole team')).toEqual(['From 2017', 'to the whole team']);
  });

  it('leaves a place after a dash, and a year that opens the next entry, where they are', () => {
    expect(joined('2016 – Paris\n2017 – 2019')).toEqual(['2016 – Paris', '2017 – 2019']);
  });
});
