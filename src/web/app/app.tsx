export function App() {
  return (
    <main>
      <h1>From Vision to Venue, We Make Group Dining Seamless</h1>
    </main>
  )
}
