define void @scalable() vscale_range(1,16) "reciprocal-estimates"="vec-sqrtf:2" {
  ret void
}
