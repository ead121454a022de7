export const GRADES = ['A', 'B', 'C', 'D'] as const;
export type Grade = (typeof GRADES)[number];

export interface GradingRow {
  category: string;
  grades: Record<Grade, string>;
}

/** What each grade means per product category. */
export const GRADING_GUIDELINES: GradingRow[] = [
  {
    category: 'Desktop',
    grades: {
      A: 'Fully working, tested. Light signs of use only; no dents or cracks.',
      B: 'Fully working, tested. Visible scratches or small dents.',
      C: 'Working, with heavy scratches, dents or missing covers.',
      D: 'Not working or untested; for parts.',
    },
  },
  {
    category: 'Laptop',
    grades: {
      A: 'Fully working. Max 5 dead pixels; battery holds 30 minutes; light wear only.',
      B: 'Fully working. Scratches on lid or palm rest; small screen marks.',
      C: 'Working, with cracks, worn keys, screen damage or a dead battery.',
      D: 'Not working, missing parts or untested.',
    },
  },
  {
    category: 'Monitor',
    grades: {
      A: 'Max 5 dead pixels; no screen scratches; stand included.',
      B: 'Light screen marks or scratches on the housing.',
      C: 'Visible screen damage, burn-in or missing stand.',
      D: 'Not working or broken panel.',
    },
  },
  {
    category: 'Server',
    grades: {
      A: 'Fully working and tested with all fans, drive bays and rails as listed; light wear.',
      B: 'Fully working; scratches or missing bezels.',
      C: 'Working with faults listed, damaged housing or missing parts.',
      D: 'Not working or untested.',
    },
  },
  {
    category: 'Mobile phone / Tablet',
    grades: {
      A: 'Fully working; no screen scratches; battery holds 30 minutes in use; unlocked.',
      B: 'Fully working; light scratches on screen or housing.',
      C: 'Working with heavy wear, cracked back or weak battery.',
      D: 'Not working, cracked screen, locked or untested.',
    },
  },
  {
    category: 'Printers',
    grades: {
      A: 'Fully working, test page clean; low page count; light wear.',
      B: 'Fully working; scratches or high page count.',
      C: 'Working with print faults or missing trays.',
      D: 'Not working or untested.',
    },
  },
];
