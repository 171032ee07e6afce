define void @empty() {
  ret void
}
