// A worker that never finishes, like a parser caught in a hostile file's loop: the pool must stop it.
export default function neverEnds() {
  for (;;) {
    // spin
  }
}
