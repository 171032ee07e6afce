package org.jmlir.ir.parse;

import java.util.HashMap;
import java.util.Map;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OpsInCreationOrder;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.type.Type;

/**
 * All mutable state of one parse: the lexer, the context, alias tables and the sub-parsers, which
 * share this object (types need attributes for encodings and layouts, attributes need types, ...).
 */
public final class ParserState {
  /** Every op parsed so far, alive until the parse ends, for the heap layout (see {@link OpsInCreationOrder}). */
  private final OpsInCreationOrder opsInSourceOrder = new OpsInCreationOrder();
  public final MLIRContext context;
  public final Lexer lexer;
  /** {@code #name = ...} aliases, keyed without the {@code #}. */
  public final Map<String, Attribute> attributeAliases = new HashMap<>();
  /**
   * {@code distinct[N]} ids seen in this parse: one table for the whole file, shared with the
   * sub-parsers of dialect attribute bodies, so {@code distinct[0]<>} names one attribute everywhere.
   */
  Map<Long, org.jmlir.ir.attr.DistinctAttr> distinctAttrs = new HashMap<>();
  /** {@code !name = ...} aliases, keyed without the {@code !}. */
  public final Map<String, Type> typeAliases = new HashMap<>();
  /** End offset of the previously consumed token (for "expected ..." errors at the end of a line). */
  int prevTokenEnd;
  /** The point-location table of the buffer being parsed (see ParserBase#locationOf). */
  org.jmlir.ir.loc.FileLocationTable locationTable;

  public final TypeParser types;
  public final AttributeParser attributes;
  public final LocationParser locations;
  public final AffineParser affine;

  public ParserState(MLIRContext context, Lexer lexer) {
    this.context = context;
    this.lexer = lexer;
    this.types = new TypeParser(this);
    this.attributes = new AttributeParser(this);
    this.locations = new LocationParser(this);
    this.affine = new AffineParser(this);
  }

  /** Records a newly parsed op (see {@link #opsInSourceOrder}). */
  void parsed(Operation op) {
    opsInSourceOrder.add(op);
  }
}
