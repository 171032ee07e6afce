package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassOptionException;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * {@code transform.apply_registered_pass "name" [with options = {...}] to %h}: runs a registered pass
 * on each target op; consumes the handle and yields a new one to the same ops.
 */
final class PassOps {
  private PassOps() {}

  /** Every pass the class path provides (ServiceLoader), built on first use. */
  private static final class Registry {
    static final PassRegistry ALL = PassRegistry.withAllPasses();
  }

  private static final OpDef[] SELF = new OpDef[1];

  static final OpDef APPLY_REGISTERED_PASS =
      CoreOps.define("transform.apply_registered_pass")
          .operand("target", CoreOps.OP_HANDLE)
          .variadicOperand("dynamic_options", CoreOps.PARAM)
          .attr("pass_name", AttrConstraint.STRING)
          .defaultAttr("options", AttrConstraint.DICTIONARY, DictionaryAttr::empty)
          .result("result", CoreOps.OP_HANDLE)
          .assembly(new Syntax())
          .addInterface(TransformOpInterface.class, TransformOpInterface.consuming(PassOps::apply, 0))
          .build();

  static {
    SELF[0] = APPLY_REGISTERED_PASS;
  }

  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      var ctx = p.context();
      int nameOffset = p.currentOffset();
      String name = p.parseOptionalString();
      if (name == null) {
        throw p.emitError(nameOffset, "expected string");
      }
      List<NamedAttribute> props = new ArrayList<>();
      props.add(new NamedAttribute("pass_name", StringAttr.get(ctx, name)));
      Attribute options = DictionaryAttr.empty(ctx);
      if (p.parseOptionalKeyword("with")) {
        p.parseKeyword("options");
        p.parseEqual();
        int o = p.currentOffset();
        options = p.parseAttribute(null);
        if (!(options instanceof DictionaryAttr)) {
          throw p.emitError(o, "expected a dictionary of pass options");
        }
      }
      props.add(new NamedAttribute("options", options));
      p.parseKeyword("to");
      int offset = p.currentOffset();
      UnresolvedOperand target = p.parseOperand();
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      org.jmlir.dialect.transform.Syntax.partition(state, props, attrs);
      state.properties = DictionaryAttr.get(ctx, props);
      p.parseColon();
      int typeOffset = p.currentOffset();
      Type t = p.parseType();
      if (!(t instanceof FunctionType f)) {
        throw p.emitError(typeOffset, "invalid kind of type specified");
      }
      FormatProgram.resolveOperands(p, List.of(target), f.inputs(), offset, state.operands);
      state.addTypes(f.results());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printString(((StringAttr) op.inherentAttr("pass_name")).value());
      if (op.inherentAttr("options") instanceof DictionaryAttr d && !d.isEmpty()) {
        p.print(" with options = ");
        p.printAttribute(d);
      }
      p.print(" to ");
      p.printOperand(op.operand(0));
      p.printOptionalAttrDict(FormatProgram.attrDictionary(op), List.of("pass_name", "options"));
      p.print(" : ");
      p.printFunctionalType(op.operandTypes(), op.resultTypes());
    }
  }

  /** The options as mlir-opt's command line writes them: {@code name=value} separated by spaces. */
  private static String optionsText(DictionaryAttr options) {
    StringBuilder b = new StringBuilder();
    for (NamedAttribute n : options.entries()) {
      if (!b.isEmpty()) {
        b.append(' ');
      }
      Attribute v = n.value();
      String text;
      if (v instanceof StringAttr s) {
        text = s.value();
      } else if (v instanceof IntegerAttr i) {
        text = i.isBool() ? String.valueOf(i.boolValue()) : i.value().toString();
      } else {
        text = AttrTypePrinter.toString(v);
      }
      b.append(n.name()).append('=').append(text);
    }
    return b.toString();
  }

  private static DiagnosedResult apply(Operation op, TransformState state) {
    String name = ((StringAttr) op.inherentAttr("pass_name")).value();
    PassRegistry.Entry entry = Registry.ALL.lookup(name);
    if (entry == null) {
      return DiagnosedResult.definite(DiagnosedResult.error(op, "unknown pass or pass pipeline: " + name));
    }
    DictionaryAttr options = op.inherentAttr("options") instanceof DictionaryAttr d ? d : DictionaryAttr.empty(op.context());
    List<Operation> targets = state.payloadOps(op.operand(0));
    for (Operation target : targets) {
      Pass pass;
      try {
        pass = PipelineParser.createPass(entry, optionsText(options));
      } catch (PassOptionException e) {
        // mlir-opt reports the option parser's message at the op, then the failure to build the pipeline.
        if (e.getMessage() != null && !e.getMessage().isEmpty()) {
          op.emitError(e.getMessage()).report();
        }
        return DiagnosedResult.definite(DiagnosedResult.error(op, "failed to add pass or pass pipeline to pipeline: " + name));
      }
      OpPassManager pipeline = new OpPassManager(target.name());
      pipeline.addPass(pass);
      PassManager pm = new PassManager(op.context(), pipeline);
      pm.setOutput(System.err);
      if (!pm.run(target)) {
        InFlightDiagnostic d = DiagnosedResult.error(op, "pass pipeline failed");
        d.attachNote(target.location(), "target op");
        return DiagnosedResult.silenceable(d);
      }
    }
    state.forgetErased();
    return state.setPayloadOps(op, op.result(0), targets) ? DiagnosedResult.success() : DiagnosedResult.definite();
  }
}
