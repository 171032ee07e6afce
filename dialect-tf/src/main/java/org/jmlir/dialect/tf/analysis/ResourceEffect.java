package org.jmlir.dialect.tf.analysis;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * What an op may do to a resource: MLIR's four memory effects as TensorFlow's side-effect analysis
 * reads them. Only a read-only access (READ alone) may be reordered with other reads; an access that
 * only allocates needs no control edges (its users already depend on it through the handle).
 */
public enum ResourceEffect {
  ALLOC,
  FREE,
  READ,
  WRITE;

  /** Every effect: what an op whose effects are not known may do. */
  public static final Set<ResourceEffect> ALL = Collections.unmodifiableSet(EnumSet.allOf(ResourceEffect.class));

  /** Whether {@code effects} only read. */
  public static boolean readOnly(Set<ResourceEffect> effects) {
    return effects.size() == 1 && effects.contains(READ);
  }

  /** Whether {@code effects} only allocate. */
  public static boolean allocOnly(Set<ResourceEffect> effects) {
    return effects.size() == 1 && effects.contains(ALLOC);
  }
}
