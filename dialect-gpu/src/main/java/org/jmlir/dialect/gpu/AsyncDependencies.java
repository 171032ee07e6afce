package org.jmlir.dialect.gpu;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)}: an optional {@code async}
 * keyword (the op then returns a {@code !gpu.async.token}) and an optional {@code [%t, ...]} list of
 * tokens to wait for.
 */
final class AsyncDependencies implements CustomDirective {
  static final String TOKEN = "asyncToken";
  static final String DEPENDENCIES = "asyncDependencies";

  static final AsyncDependencies INSTANCE = new AsyncDependencies();

  private AsyncDependencies() {}

  @Override
  public void parse(OpAsmParser p, FormatState state) {
    Type token = AsyncTokenType.get(p.context());
    if (p.parseOptionalKeyword("async")) {
      if (p.numResults() == 0) {
        throw p.emitError(p.nameOffset(), "custom op '" + state.operationState().name + "' needs to be named when marked 'async'");
      }
      state.setTypes(TOKEN, List.of(token));
    } else {
      state.setTypes(TOKEN, List.of());
    }
    int offset = p.currentOffset();
    List<UnresolvedOperand> deps = parseList(p);
    state.setOperands(DEPENDENCIES, deps, offset);
    state.setTypes(DEPENDENCIES, Collections.nCopies(deps.size(), token));
  }

  /** The optional {@code [%t, ...]} of tokens to wait for; empty when absent. */
  static List<UnresolvedOperand> parseList(OpAsmParser p) {
    List<UnresolvedOperand> deps = new ArrayList<>();
    if (p.parseOptionalLSquare() && !p.parseOptionalRSquare()) {
      do {
        deps.add(p.parseOperand());
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    return deps;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    OpSpec spec = op.def().extension(OpSpec.class);
    boolean async = op.numResults() > 0 && spec.resultIndex(TOKEN) >= 0 && !spec.resultGroup(op, spec.resultIndex(TOKEN)).isEmpty();
    List<Value> deps = spec.operandGroup(op, spec.operandIndex(DEPENDENCIES));
    if (async) {
      p.print("async");
    }
    if (!deps.isEmpty()) {
      if (async) {
        p.print(' ');
      }
      p.print('[');
      p.printOperands(deps);
      p.print(']');
    }
  }
}
