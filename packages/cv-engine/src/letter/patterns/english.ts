import type { LetterPatterns } from '../letter-patterns';

/**
 * The English letter, in the British and European business form: place and date ('Brussels, 3 March 2025'), an
 * application line, "Dear Hiring Manager," (or the person the offer names), and "Kind regards," — "Yours
 * sincerely," to a named reader.
 */
export const ENGLISH: LetterPatterns = {
  date: '{day} {month} {year}',
  dateLine: ['{place}, {date}', '{date}'],
  subject: ['Application for the position of {title}', 'Application'],
  salutation: 'Dear {addressee},',
  addressee: { neutral: 'Hiring Manager', female: 'Ms {last}', male: 'Mr {last}', named: '{full}' },
  opening: [
    'Your offer for the {title} position at {employer} caught my attention: it asks for {skills}, the core of my career.',
    'I am writing to apply for the position of {title}. Joining {employer} would let me bring my experience in {skills} to your projects.',
    'The {title} role at {employer} matches what I do best: my work draws on {skills}.',
    'Your offer for the {title} position at {employer} caught my attention, and I am writing to apply for it.',
    'The {title} role at {employer} matches my career and what I want to do next: I am writing to apply for it.',
    'Your offer for the {title} position caught my attention: it asks for {skills}, the core of my career.',
    'I am writing to apply for the position of {title}, which matches my experience in {skills}.',
    'I am writing to apply for the position of {title}.',
    'I am writing to apply for the position advertised.',
  ],
  firstJob: [
    'As {position} at {company} ({period}), I put my skills in {skills} to work.',
    'At {company}, where I worked as {position} ({period}), my work drew on {skills}.',
    'My role as {position} at {company} ({period}) gave me hands-on practice of {skills}.',
    'As {position} at {company}, I put my skills in {skills} to work.',
    'My role as {position} at {company} gave me hands-on practice of {skills}.',
    'I worked as {position} at {company} ({period}).',
    'I worked as {position} at {company}.',
  ],
  nextJob: [
    '{lead}, as {position} at {company} ({period}), I worked with {skills}.',
    '{lead}, at {company}, my role as {position} ({period}) gave me practice of {skills}.',
    '{lead}, as {position} at {company}, I worked with {skills}.',
    '{lead}, I worked as {position} at {company} ({period}).',
    '{lead}, I worked as {position} at {company}.',
  ],
  earlier: ['Before that', 'Earlier', 'Previously'],
  besides: ['Besides', 'In addition'],
  fact: ['One example: {fact}', 'Among my results: {fact}', 'A highlight of that role: {fact}'],
  noJob: [
    'My career has given me skills in {skills}, which I would be glad to put to work for {employer}.',
    'My career has given me skills in {skills}.',
    'My enclosed CV gives the details of my career and results.',
  ],
  brings: [
    'I would bring {employer} hands-on practice of {skills}, and qualities my career shows: {soft}.',
    'Beyond these roles, I can bring {employer} {soft}, and hands-on practice of {skills}.',
    'I would bring {employer} qualities my career shows: {soft}.',
    'I would bring your team hands-on practice of {skills}, and qualities my career shows: {soft}.',
    'I would bring {employer} hands-on practice of {skills}.',
    'I would bring your team qualities my career shows: {soft}.',
    'I would bring your team hands-on practice of {skills}.',
    'My enclosed CV tells more about my career.',
  ],
  interview: [
    'I would welcome the opportunity to discuss my application with you in an interview.',
    'An interview would let me present my career and my motivation in more detail.',
    'I am available for an interview at your convenience.',
  ],
  closing: { neutral: ['Kind regards,', 'Best regards,'], named: ['Yours sincerely,', 'Kind regards,'] },
  and: 'and',
  elisions: [],
};
