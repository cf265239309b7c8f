import { create } from 'zustand';
import type { ExportTemplateId } from '../export-templates';
import { readTemplateChoice, saveTemplateChoice } from '../template-choice';

/**
 * The template chosen for the CV (issue 25): the preview draws it and both exports use it, so what the user
 * sees is what they download. Remembered in this browser for the next CV.
 */
interface TemplateState {
  template: ExportTemplateId;
  choose: (template: ExportTemplateId) => void;
}

export const useTemplateChoice = create<TemplateState>()((set) => ({
  template: readTemplateChoice(),
  choose: (template) => {
    saveTemplateChoice(template);
    set({ template });
  },
}));
