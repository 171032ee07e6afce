package org.jmlir.ir.type;

/** Ranked or unranked tensor types. */
public sealed interface TensorType extends ShapedType permits RankedTensorType, UnrankedTensorType {}
