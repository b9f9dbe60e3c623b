export function IntroScreen() {
  return <h1>Welcome</h1>;
}
