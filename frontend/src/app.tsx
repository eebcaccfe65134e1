/** Placeholder shell until the product screens land (Frontend I). */
export function App() {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#0b0f17', color: '#e6edf7', fontFamily: 'system-ui, sans-serif' }}>
      <div style={{ textAlign: 'center', padding: 24 }}>
        <h1 style={{ fontSize: 40, margin: 0 }}>Chainscribe</h1>
        <p style={{ opacity: 0.75 }}>Threads and tweets for crypto creators. The studio is being set up.</p>
      </div>
    </main>
  );
}
