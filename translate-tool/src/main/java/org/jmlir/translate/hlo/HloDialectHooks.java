package org.jmlir.translate.hlo;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.type.Type;

/**
 * The mhlo types and attributes the HLO importer and exporter build and read, through the dialect's
 * Java API (kept behind this interface so the translation code does not depend on how each
 * attribute class is spelled).
 */
interface HloDialectHooks {
  /** {@code !mhlo.token}. */
  Type tokenType(MLIRContext ctx);

  /** The encoding of a bounded dynamic tensor ({@code #mhlo.type_extensions<bounds = [..]>}); -1 for unbounded dimensions. */
  Attribute boundsEncoding(MLIRContext ctx, long[] bounds);

  /** An mhlo enum attribute ({@code #mhlo<comparison_direction LT>}): {@code kind} is the mnemonic. */
  Attribute enumAttr(MLIRContext ctx, String kind, String value);

  /** The case name of an mhlo enum attribute, or null when {@code attr} is not one. */
  String enumValue(Attribute attr);

  /** The bounds of a tensor encoding, or null. */
  long[] bounds(Attribute encoding);

  /** {@code #mhlo.dot<lhs_batching_dimensions = [..], ...>}. */
  Attribute dotDimensionNumbers(MLIRContext ctx, long[] lhsBatch, long[] rhsBatch, long[] lhsContract, long[] rhsContract);

  /** Whether {@code t} is the token type. */
  boolean isToken(Type t);
}
