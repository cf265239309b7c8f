import type { JobAnalysis } from '../job/analyze-job';

/** What scoreCv needs to know of an analysed offer (the server's generation and the browser's scores alike). */
export const scoreSettings = (job: JobAnalysis) => ({
  keywords: job.keywords,
  jobTitle: job.title,
  jobIndex: job.index,
  language: job.language,
  jobSkills: job.skills,
  jobSoftSkills: job.softSkills,
});
