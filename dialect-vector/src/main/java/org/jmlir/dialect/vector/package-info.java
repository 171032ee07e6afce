/** The vector dialect (MLIR 22's VectorOps.td): ops, enum attributes and verifiers. */
package org.jmlir.dialect.vector;
