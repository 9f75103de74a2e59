import { Cpu, ScanSearch, Search, Sparkles, type LucideIcon } from 'lucide-react';

export interface LabsPage {
  to: string;
  title: string;
  /** One line: what the page lets you try. */
  text: string;
  icon: LucideIcon;
}

/** The developer pages, each with what it is for. None of them changes the user's history. */
export const LABS_PAGES: readonly LabsPage[] = [
  {
    to: '/nutrition-demo',
    title: 'Nutrition Demo',
    text: 'The nutrition dashboard on four sample foods, with a guide to its colours.',
    icon: Sparkles,
  },
  {
    to: '/food-search',
    title: 'Food Search',
    text: 'Search the food database and see any food’s nutrition per serving.',
    icon: Search,
  },
  {
    to: '/recognition-engine-test',
    title: 'Recognition Engine Test',
    text: 'Check the recognizers’ status, search their foods, and recognise a photo without saving it.',
    icon: ScanSearch,
  },
  {
    to: '/on-device-model-test',
    title: 'On-Device Model Test',
    text: 'Run the image model in this browser on a photo or the camera; nothing is uploaded.',
    icon: Cpu,
  },
];
