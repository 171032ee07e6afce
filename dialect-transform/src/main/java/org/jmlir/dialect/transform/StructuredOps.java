package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.vectorize.LinalgVectorizer;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IntegerType;

/** Linalg structured transforms jmlir can run: {@code transform.structured.vectorize}. */
final class StructuredOps {
  private StructuredOps() {}

  private static final OpDef[] SELF = new OpDef[1];

  /**
   * {@code transform.structured.vectorize %t [vector_sizes [4, 8]] attr-dict : type}: vectorizes each
   * target linalg op, masked to the given static sizes when there are some (scalable and dynamic sizes
   * are not supported).
   */
  static final OpDef VECTORIZE =
      CoreOps.define("transform.structured.vectorize")
          .operand("target", CoreOps.OP_HANDLE)
          .variadicOperand("vector_sizes", CoreOps.PARAM)
          .optionalAttr("static_vector_sizes", AttrConstraint.of("i64 dense array attribute", a -> a instanceof DenseArrayAttr))
          .optionalAttr("scalable_sizes", AttrConstraint.of("i1 dense array attribute", a -> a instanceof DenseArrayAttr))
          .optionalAttr("vectorize_nd_extract", AttrConstraint.UNIT)
          .optionalAttr("assume_dynamic_dims_match_vec_sizes", AttrConstraint.UNIT)
          .optionalAttr("create_named_contraction", AttrConstraint.UNIT)
          .assembly(new VectorizeSyntax())
          .addInterface(TransformOpInterface.class, StructuredOps::applyVectorize)
          .build();

  static {
    SELF[0] = VECTORIZE;
  }

  private static final class VectorizeSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      UnresolvedOperand target = p.parseOperand();
      List<NamedAttribute> props = new ArrayList<>();
      if (p.parseOptionalKeyword("vector_sizes")) {
        p.parseLSquare();
        List<Long> sizes = new ArrayList<>();
        List<Long> scalable = new ArrayList<>();
        if (!p.parseOptionalRSquare()) {
          do {
            boolean sc = p.parseOptionalLSquare();
            int o = p.currentOffset();
            var v = p.parseOptionalInteger();
            if (v == null) {
              throw p.emitError(o, "expected integer value");
            }
            if (sc) {
              p.parseRSquare();
            }
            sizes.add(v.longValue());
            scalable.add(sc ? 1L : 0L);
          } while (p.parseOptionalComma());
          p.parseRSquare();
        }
        props.add(new NamedAttribute("scalable_sizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 1), toArray(scalable))));
        props.add(new NamedAttribute("static_vector_sizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), toArray(sizes))));
      }
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      Syntax.partition(state, props, attrs);
      if (!props.isEmpty()) {
        state.properties = DictionaryAttr.get(ctx, props);
      }
      p.parseColon();
      state.addOperand(p.resolveOperand(target, p.parseType()));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      if (op.inherentAttr("static_vector_sizes") instanceof DenseArrayAttr s && s.size() > 0) {
        DenseArrayAttr sc = op.inherentAttr("scalable_sizes") instanceof DenseArrayAttr x ? x : null;
        p.print(" vector_sizes [");
        for (int i = 0; i < s.size(); i++) {
          if (i > 0) {
            p.print(", ");
          }
          boolean scalable = sc != null && i < sc.size() && sc.rawValue(i) != 0;
          p.print(scalable ? "[" + s.rawValue(i) + "]" : String.valueOf(s.rawValue(i)));
        }
        p.print(']');
      }
      p.printOptionalAttrDict(
          FormatProgram.attrDictionary(op),
          List.of("static_vector_sizes", "scalable_sizes", org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS));
      p.print(" : ");
      p.printType(op.operand(0).type());
    }
  }

  private static long[] toArray(List<Long> l) {
    long[] out = new long[l.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = l.get(i);
    }
    return out;
  }

  private static DiagnosedResult applyVectorize(Operation op, TransformState state) {
    long[] sizes = null;
    if (op.inherentAttr("static_vector_sizes") instanceof DenseArrayAttr s && s.size() > 0) {
      sizes = new long[s.size()];
      for (int i = 0; i < sizes.length; i++) {
        sizes[i] = s.rawValue(i);
      }
    }
    MLIRContext ctx = op.context();
    for (String d : List.of("vector", "ub", "arith", "tensor", "memref")) {
      ctx.getOrLoadDialect(d);
    }
    PatternRewriter rw = new PatternRewriter(ctx);
    for (Operation target : state.payloadOps(op.operand(0))) {
      if (!(target instanceof LinalgOp l)) {
        return DiagnosedResult.silenceable(
            List.of(ctx.diagnostics().emit(target.location(), Severity.ERROR, "Unsupported Op, cannot vectorize").toDiagnostic()));
      }
      if (!LinalgVectorizer.vectorize(rw, l, sizes)) {
        return DiagnosedResult.silenceable(
            List.of(ctx.diagnostics().emit(target.location(), Severity.ERROR, "Attempted to vectorize, but failed").toDiagnostic()));
      }
    }
    state.forgetErased();
    return DiagnosedResult.success();
  }
}
