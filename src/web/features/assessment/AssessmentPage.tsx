/** Placeholder until this module's issue builds it; the route already exists. */
export default function AssessmentPage() {
  return (
    <section className="p-6">
      <h1 className="text-2xl font-bold">Avaliação Econômica</h1>
      <p className="opacity-70">Em construção.</p>
    </section>
  );
}
