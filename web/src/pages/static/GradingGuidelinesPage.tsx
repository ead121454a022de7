import { GRADES, GRADING_GUIDELINES } from './gradingGuidelines.ts';

/** A–D grading table per product category. */
export function GradingGuidelinesPage() {
  return (
    <article className="page" data-testid="grading-guidelines-page">
      <h1>Grading Guidelines</h1>
      <GradingGuidelinesContent />
    </article>
  );
}

/** The grading text and table: the page's and the compose modal's Grading Guidelines. */
export function GradingGuidelinesContent() {
  return (
    <>
      <p className="page-lead">
        State the grade on every purchase order and invoice. Complaints are not mediated for C- or D-grade
        hardware, goods sold As Is, or deals under 2,000 EUR.
      </p>
      <div className="table-scroll">
        <table className="data-table grading-table">
          <thead>
            <tr>
              <th scope="col">Category</th>
              {GRADES.map((grade) => (
                <th key={grade} scope="col">
                  Grade {grade}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GRADING_GUIDELINES.map((row) => (
              <tr key={row.category}>
                <th scope="row">{row.category}</th>
                {GRADES.map((grade) => (
                  <td key={grade}>{row.grades[grade]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
