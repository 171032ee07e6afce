package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's {@code tf} dialect. It is open, as TensorFlow's is: ops it does not define still
 * verify. It also parses the legacy type spellings {@code !tf.string}, {@code !tf.resource<...>},
 * which are the {@code tf_type} types and print as {@code !tf_type.}.
 */
public final class TfDialect extends Dialect {
  public static final String NAMESPACE = "tf";

  public TfDialect() {
    super(NAMESPACE);
    // TensorFlow's inliner interface: every tf op may be inlined, and single-block callees may be
    // inlined into the regions of tf.IfRegion, tf.WhileRegion and tf.CaseRegion.
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, TfInliner.INSTANCE);
  }

  @Override
  public List<OpDef> operations() {
    List<OpDef> defs = new java.util.ArrayList<>(TfOpRegistry.definitions());
    defs.addAll(List.of(IfRegionOp.DEF, WhileRegionOp.DEF, CaseRegionOp.DEF, YieldOp.DEF));
    return defs;
  }

  /**
   * A {@code tf.Const} holding {@code value} when it is an elements attribute whose type {@code type}
   * is or generalizes (e.g. an unranked result for a folded static value).
   */
  @Override
  public Operation materializeConstant(Attribute value, Type type, Location loc) {
    if (!(value instanceof ElementsAttr e) || !TfShapes.isCastCompatible(((TypedAttr) e).type(), type)) {
      return null;
    }
    OperationState st = new OperationState(context(), TfOpRegistry.info("tf.Const").def(), loc);
    st.addAttribute("value", value);
    st.addType(type);
    return Operation.create(st);
  }

  /**
   * An op of TensorFlow's registry that the op table does not define: registered on first use with
   * its declared attributes (those no argument takes its type or count from) inherent, so that they
   * print as properties, as TensorFlow's ODS definitions of its ops do. Ops without such attributes
   * and the {@code _}-prefixed internal ops (mostly outside ODS) stay unregistered.
   */
  @Override
  public OpDef lazyOperation(String name) {
    if (!name.startsWith("tf.") || name.startsWith("tf._")) {
      return null;
    }
    org.jmlir.dialect.tf.registry.TfOpDef def = org.jmlir.dialect.tf.registry.TfOpDefs.get(name.substring(3));
    if (def == null) {
      return null;
    }
    // Output shapes follow from the result types as the output types do (TensorFlow's ODS derives
    // them): a list(shape) attribute of an op whose outputs a list(type) attribute types, and the
    // shape of an op without inputs whose one output a type attribute types (Placeholder-like).
    boolean typeListOutputs = false;
    for (org.jmlir.dialect.tf.registry.TfOpDef.Arg o : def.outputs()) {
      typeListOutputs |= !o.typeListAttr().isEmpty();
    }
    boolean sourceOfOneTyped = def.inputs().isEmpty() && def.outputs().size() == 1
        && !def.outputs().get(0).typeAttr().isEmpty() && def.outputs().get(0).numberAttr().isEmpty();
    List<String> inherent = new java.util.ArrayList<>();
    for (org.jmlir.dialect.tf.registry.TfOpDef.Attr a : def.attrs()) {
      boolean derivedShape = a.type().equals("list(shape)") ? typeListOutputs : a.type().equals("shape") && sourceOfOneTyped;
      if (!def.namedByArg(a.name()) && !derivedShape) {
        inherent.add(a.name());
      }
    }
    if (inherent.isEmpty()) {
      return null;
    }
    // Two or more variadic inputs with their own lengths: TensorFlow's ODS splits them with
    // AttrSizedOperandSegments, whose operandSegmentSizes is inherent too.
    java.util.Set<String> lengths = new java.util.HashSet<>();
    int variadic = 0;
    for (org.jmlir.dialect.tf.registry.TfOpDef.Arg in : def.inputs()) {
      String len = !in.typeListAttr().isEmpty() ? in.typeListAttr() : in.numberAttr();
      if (!len.isEmpty()) {
        variadic++;
        lengths.add(len);
      }
    }
    if (variadic > 1 && lengths.size() == variadic) {
      inherent.add("operandSegmentSizes");
    }
    OpDef.Verifier own = TfVerifiers.forOp(name);
    OpDef.Builder b = OpDef.builder(name)
        .factory(TfOp::new)
        .inherentAttrs(inherent.toArray(new String[0]))
        .verifier(own == null ? org.jmlir.dialect.tf.registry.TfOpDefVerifier::verify
            : op -> own.verify(op) && org.jmlir.dialect.tf.registry.TfOpDefVerifier.verify(op));
    if (name.equals("tf.BatchFunction") || name.equals("tf.XlaCallModule")) {
      // TensorFlow checks the functions these name when their symbol table verifies.
      b.addInterface(org.jmlir.ir.verify.SymbolUserOpInterface.class, TfVerifiers::verifyCallSymbols);
    }
    return b.build();
  }

  @Override
  public boolean allowsUnknownOperations() {
    return true;
  }

  /**
   * An op the dialect does not define is checked by TensorFlow's own verifier of it where it has
   * one, then against TensorFlow's op registry.
   */
  @Override
  public boolean verifyUnknownOperation(Operation op) {
    OpDef.Verifier own = TfVerifiers.forOp(op.name());
    return (own == null || own.verify(op)) && org.jmlir.dialect.tf.registry.TfOpDefVerifier.verify(op);
  }

  @Override
  public Type parseType(DialectAsmParser parser) {
    return TfTypes.parse(parser);
  }

  @Override
  public org.jmlir.ir.attr.Attribute parseAttribute(DialectAsmParser parser, Type type) {
    return TfAttrs.parse(parser, type);
  }
}
