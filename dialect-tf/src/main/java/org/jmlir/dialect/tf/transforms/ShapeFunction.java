package org.jmlir.dialect.tf.transforms;

import java.util.List;
import org.jmlir.ir.Operation;

/**
 * The shape function of a tf op, as TensorFlow registers one per op: the result shapes its
 * operands imply. A null list means nothing is known (also where TensorFlow's function reports an
 * error: the pass then leaves the op as it is, as TensorFlow's does); a null entry is a result of
 * unknown rank.
 */
@FunctionalInterface
interface ShapeFunction {
  List<long[]> resultShapes(Operation op);
}
