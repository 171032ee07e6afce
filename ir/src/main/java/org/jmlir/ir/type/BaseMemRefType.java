package org.jmlir.ir.type;

import org.jmlir.ir.attr.Attribute;

/** Ranked or unranked memref types. */
public sealed interface BaseMemRefType extends ShapedType permits MemRefType, UnrankedMemRefType {
  /** The memory space attribute, or null for the default space. */
  Attribute memorySpace();
}
