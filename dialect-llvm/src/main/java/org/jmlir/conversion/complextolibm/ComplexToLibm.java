package org.jmlir.conversion.complextolibm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.conversion.llvmcommon.LlvmSymbols;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * {@code convert-complex-to-libm}, as MLIR 22's ComplexToLibm: the complex ops C99's complex.h
 * implements become a {@code func.call} of it ({@code csqrtf} on complex&lt;f32&gt;, {@code csqrt} on
 * complex&lt;f64&gt;), declared private (no attributes) at the start of the module the first time. The
 * op's attributes (fastmath included) are dropped. These ops are illegal: on another element type
 * (complex&lt;f16&gt;) the conversion fails, as in mlir-opt; the other complex ops stay.
 */
public final class ComplexToLibm extends Pass {
  /** complex op -> libm base name (f64; f32 appends "f"). */
  static final Map<String, String> NAMES =
      Map.ofEntries(
          Map.entry("complex.pow", "cpow"), Map.entry("complex.sqrt", "csqrt"), Map.entry("complex.tanh", "ctanh"),
          Map.entry("complex.cos", "ccos"), Map.entry("complex.sin", "csin"), Map.entry("complex.conj", "conj"),
          Map.entry("complex.log", "clog"), Map.entry("complex.abs", "cabs"), Map.entry("complex.angle", "carg"),
          Map.entry("complex.tan", "ctan"));

  public ComplexToLibm(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
    }
  }

  @Override
  public String argument() {
    return "convert-complex-to-libm";
  }

  /** MLIR 22's dependent dialect of this pass (the calls it creates). */
  @Override
  public void initialize(org.jmlir.ir.MLIRContext context) {
    loadDialects(context, "func");
  }

  @Override
  public String name() {
    return "ConvertComplexToLibm";
  }

  @Override
  public String summary() {
    return "Convert Complex dialect to libm calls";
  }

  @Override
  public String anchor() {
    return "builtin.module";
  }

  /** One pattern per op: a call of the f32 or f64 function, chosen by the operand's element type. */
  public static List<RewritePattern> patterns(List<RewritePattern> out) {
    for (Map.Entry<String, String> e : NAMES.entrySet()) {
      out.add(ConversionPattern.of(e.getKey(), null, (op, operands, rw) -> {
        MLIRContext ctx = op.context();
        Type t = op.result(0).type();
        Type elem = t instanceof ComplexType c ? c.elementType() : t;
        if (!(elem instanceof FloatType f) || (f.kind() != FloatType.Kind.F32 && f.kind() != FloatType.Kind.F64)) {
          return false;
        }
        String name = e.getValue() + (f.kind() == FloatType.Kind.F32 ? "f" : "");
        LlvmSymbols.declareFuncPrivate(rw, op, name, FunctionType.get(ctx, op.operandTypes(), List.of(t)), List.of());
        rw.setInsertionPoint(op);
        OperationState s = new OperationState(ctx, ctx.lookupOp("func.call"), op.location());
        s.addOperands(operands);
        s.addType(t);
        s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("callee", SymbolRefAttr.get(ctx, name))));
        rw.replaceOp(op, List.of(rw.create(s).result(0)));
        return true;
      }));
    }
    return out;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    ConversionTarget target = new ConversionTarget();
    target.addLegalDialect("func");
    for (String op : NAMES.keySet()) {
      target.addIllegalOp(op);
    }
    if (!DialectConversion.applyPartialConversion(root, target, patterns(new ArrayList<>()))) {
      pc.signalFailure();
    }
  }
}
