/**
 * Words of a position that is not yet a job (folded): an internship, a student job. The years a summary lead
 * counts are years of work — counting a six-month internship or a student job as experience would claim more
 * than a recruiter would grant. Apprenticeships count: in the trades they are years on the job.
 */
export const NOT_YET_JOB_WORDS: readonly string[] = [
  ...['stage', 'stagiaire', 'etudiant', 'etudiante', 'job etudiant', 'job d’ete', "job d'ete"],
  ...['intern', 'internship', 'student', 'summer job', 'working student'],
  ...['stagiair', 'stage', 'bijbaan', 'werkstudent', 'student-assistent', 'studentassistent'],
];
