/** Shapes of the home while its config loads, so nothing jumps when it arrives. */
export function HomeSkeleton() {
  return (
    <div className="home" aria-busy="true">
      <div className="brand">
        <div className="skeleton brand__logo" />
        <div className="brand__text">
          <div className="skeleton" style={{ height: '1.1rem', width: '60%' }} />
          <div className="skeleton" style={{ height: '0.8rem', width: '80%', marginTop: '0.5rem' }} />
        </div>
      </div>
      <div className="skeleton carousel" style={{ aspectRatio: '750 / 300', margin: '0 0.75rem' }} />
    </div>
  );
}
