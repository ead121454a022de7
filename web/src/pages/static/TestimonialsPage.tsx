import { useTbsTestimonials } from '../../queries/testimonials.ts';

/** What members say about TBS. */
export function TestimonialsPage() {
  const { data, isPending } = useTbsTestimonials();
  const testimonials = isPending ? null : (data ?? []);

  return (
    <article className="page" data-testid="testimonials-page">
      <h1>Testimonials</h1>
      {testimonials === null && <p className="muted">Loading testimonials...</p>}
      {testimonials?.length === 0 && <p className="muted">No testimonials yet.</p>}
      <div className="testimonials">
        {testimonials?.map((testimonial, index) => (
          <figure key={`${testimonial.attr}-${index}`} className="card testimonial">
            <blockquote>{testimonial.body}</blockquote>
            <figcaption>
              {testimonial.attr}
              {testimonial.dateHuman && <span className="muted"> · {testimonial.dateHuman}</span>}
            </figcaption>
          </figure>
        ))}
      </div>
    </article>
  );
}
