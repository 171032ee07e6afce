// What the exporter refuses, with TensorFlow's wording.
// RUN: not jtranslate -mlir-to-graphdef -split-input-file %s 2>&1 | jfilecheck %s

// CHECK: Graph export failed: Failed precondition: entry function `main` must be present
func.func @not_main() {
  return
}
