package org.jmlir.conversion.arithwideint;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.rewrite.conversion.TypeConverter;

/**
 * {@code test-arith-emulate-wide-int{widest-int-supported=N function-prefix=P}}, MLIR's test pass
 * for the wide integer emulation: in each function whose name starts with {@code P} (default
 * {@code emulate_}), the patterns of {@link WideIntEmulation} run with arith and vector ops legal
 * once their types are; the signature stays, and {@code llvm.bitcast} bridges the wide values and
 * their vectors of halves at its boundary.
 */
public final class TestEmulateWideInt extends Pass {
  private final long widest;
  private final String prefix;

  public TestEmulateWideInt(PassOptions o) {
    super(o);
    widest = o.getUnsigned("widest-int-supported", 32);
    prefix = o.get("function-prefix", "emulate_");
  }

  @Override
  public String argument() {
    return "test-arith-emulate-wide-int";
  }

  @Override
  public String summary() {
    return "Function pass to test Wide Integer Emulation";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (!EmulateWideInt.validWidth(widest)) {
      pc.signalFailure();
      return;
    }
    int w = (int) widest;
    List<Operation> funcs = new ArrayList<>();
    for (var r : root.regions()) {
      for (var b : r.blocks()) {
        for (Operation op : b) {
          if (op.name().equals("func.func") && op.attr("sym_name") instanceof StringAttr n && n.value().startsWith(prefix)) {
            funcs.add(op);
          }
        }
      }
    }
    for (Operation f : funcs) {
      TypeConverter tc = WideIntEmulation.converter(f.context(), w, false);
      TypeConverter.Materialization bitcast = (b, type, inputs, loc) -> {
        OperationState s = new OperationState(b.context(), "llvm.bitcast", loc);
        s.addOperands(inputs);
        s.addType(type);
        return b.create(s).result(0);
      };
      tc.addSourceMaterialization(bitcast);
      tc.addTargetMaterialization(bitcast);
      ConversionTarget target = new ConversionTarget();
      target.addDynamicallyLegalDialect("arith", tc::isLegal);
      target.addDynamicallyLegalDialect("vector", tc::isLegal);
      java.util.Set<Operation> before = WideIntEmulation.unrealizedCasts(f);
      if (!DialectConversion.applyPartialConversion(f, target, WideIntEmulation.patterns(tc, w))) {
        pc.signalFailure();
        return;
      }
      // Our driver bridges replaced results to their remaining users with unrealized casts, where
      // MLIR's calls the source materialization: make the casts it added the bitcasts they stand for.
      for (Operation c : WideIntEmulation.unrealizedCasts(f)) {
        if (!before.contains(c)) {
          OpBuilder b = new OpBuilder(c.context());
          b.setInsertionPoint(c);
          Value v = bitcast.materialize(b, c.result(0).type(), List.of(c.operand(0)), c.location());
          c.result(0).replaceAllUsesWith(v);
          c.erase();
        }
      }
    }
  }
}
