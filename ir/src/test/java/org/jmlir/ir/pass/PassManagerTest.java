package org.jmlir.ir.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.loc.UnknownLoc;
import org.junit.jupiter.api.Test;

class PassManagerTest {
  private final MLIRContext ctx = new MLIRContext();
  private final List<String> log = Collections.synchronizedList(new ArrayList<>());

  /** Records "name@op" for each op it runs on. */
  private final class Recorder extends Pass {
    private final String name;

    Recorder(String name, PassOptions o) {
      super(o);
      this.name = name;
    }

    @Override
    public String argument() {
      return name;
    }

    @Override
    public String summary() {
      return "records runs";
    }

    @Override
    public void run(Operation op, PassContext pc) {
      log.add(name + "@" + op.name() + options().toPipelineText());
      if (options().getBool("fail", false)) {
        pc.signalFailure();
      }
    }
  }

  private PassRegistry registry() {
    PassRegistry r = new PassRegistry();
    r.register("a", "", o -> new Recorder("a", o));
    r.register("b", "", o -> new Recorder("b", o));
    return r;
  }

  private Operation module(int funcs) {
    OpDef func = OpDef.builder("t.func").traits(Trait.ISOLATED_FROM_ABOVE).build();
    OperationState ms = new OperationState(ctx, "builtin.module", UnknownLoc.get(ctx));
    ms.addRegion();
    Operation m = Operation.create(ms);
    Block body = m.region(0).addBlock();
    for (int i = 0; i < funcs; i++) {
      body.append(Operation.create(new OperationState(ctx, func, UnknownLoc.get(ctx))));
    }
    body.append(Operation.create(new OperationState(ctx, "t.other", UnknownLoc.get(ctx))));
    return m;
  }

  @Test
  void parsesAndRunsNestedPipelines() throws Exception {
    OpPassManager pm = PipelineParser.parseAnchored(registry(), "builtin.module(t.func(a{x=1}), b)");
    assertEquals("builtin.module(t.func(a{x=1}),b)", pm.toPipelineText());
    assertTrue(new PassManager(ctx, pm).run(module(3)));
    assertEquals(List.of("a@t.funcx=1", "a@t.funcx=1", "a@t.funcx=1", "b@builtin.module"), sortedHead(3));
  }

  private List<String> sortedHead(int n) {
    List<String> head = new ArrayList<>(log.subList(0, n));
    Collections.sort(head);
    head.addAll(log.subList(n, log.size()));
    return head;
  }

  @Test
  void anyRunsOnEveryNestedOp() throws Exception {
    OpPassManager pm = PipelineParser.parseAnchored(registry(), "builtin.module(any(a))");
    ctx.enableMultithreading(false);
    assertTrue(new PassManager(ctx, pm).run(module(1)));
    assertEquals(List.of("a@t.func", "a@t.other"), log);
  }

  @Test
  void rejectsAMismatchedRootAnchor() throws Exception {
    List<Diagnostic> diags = new ArrayList<>();
    ctx.diagnostics().pushHandler(d -> diags.add(d));
    OpPassManager pm = PipelineParser.parseAnchored(registry(), "t.func(a)");
    assertFalse(new PassManager(ctx, pm).run(module(1)));
    assertEquals("can't run 't.func' pass manager on 'builtin.module' op", diags.get(0).message());
  }

  @Test
  void failureStopsThePipeline() throws Exception {
    OpPassManager pm = PipelineParser.parseAnchored(registry(), "builtin.module(a{fail=true},b)");
    assertFalse(new PassManager(ctx, pm).run(module(0)));
    assertEquals(List.of("a@builtin.modulefail=true"), log);
  }

  @Test
  void reportsPipelineErrorsLikeMlirOpt() {
    PipelineParser.PipelineException e =
        assertThrows(PipelineParser.PipelineException.class, () -> PipelineParser.parseAnchored(registry(), "builtin.module(a, t.func(zz))"));
    assertEquals(
        "MLIR Textual PassPipeline Parser:1:11: error: 'zz' does not refer to a registered pass or pass pipeline\n"
            + "a, t.func(zz)\n"
            + "          ^\n",
        e.getMessage());
    PipelineParser.PipelineException unwrapped =
        assertThrows(PipelineParser.PipelineException.class, () -> PipelineParser.parseAnchored(registry(), "a,b"));
    assertTrue(unwrapped.getMessage().startsWith("expected pass pipeline to be wrapped"));
    PipelineParser.PipelineException empty =
        assertThrows(PipelineParser.PipelineException.class, () -> PipelineParser.parseAnchored(registry(), "builtin.module(a,,)"));
    assertTrue(empty.getMessage().startsWith("MLIR Textual PassPipeline Parser:1:3: error: '' does not refer"));
  }

  @Test
  void splitsBeforeResolvingAsMlirDoes() {
    // A syntax error wins over an unknown pass that comes before it.
    PipelineParser.PipelineException e =
        assertThrows(PipelineParser.PipelineException.class, () -> PipelineParser.parseAnchored(registry(), "builtin.module(zz,a))"));
    assertTrue(e.getMessage().startsWith("MLIR Textual PassPipeline Parser:1:5: error: encountered extra closing ')'"));
    PipelineParser.PipelineException open =
        assertThrows(PipelineParser.PipelineException.class, () -> PipelineParser.parseAnchored(registry(), "builtin.module(t.func(a)"));
    assertTrue(open.getMessage().startsWith("MLIR Textual PassPipeline Parser:1:8: error: encountered unbalanced parentheses"));
  }

  @Test
  void declaredOptionsRejectUnknownNames() throws Exception {
    PassRegistry r = new PassRegistry();
    r.register("a", "", o -> new Recorder("a", o), new PassRegistry.Option("x", "<long>", "an x"));
    PipelineParser.PipelineException e =
        assertThrows(PipelineParser.PipelineException.class, () -> PipelineParser.parseAnchored(r, "builtin.module(a{y=1})"));
    assertEquals("<Pass-Options-Parser>: no such option y\n\nfailed to add `a` with options `y=1`\n", e.getMessage());
    Pass p = PipelineParser.createPass(r.lookup("a"), "x=3");
    assertEquals("a{x=3}", p.pipelineText());
    PassOptionException longErr =
        assertThrows(PassOptionException.class, () -> new PassOptions(java.util.Map.of("x", "q")).getLong("x", 0));
    assertEquals("for the --x option: 'q' value invalid for long argument!", longErr.commandLineError());
  }

  @Test
  void aThrowingPassFailsAtItsOp() {
    List<Diagnostic> diags = new ArrayList<>();
    ctx.diagnostics().pushHandler(d -> diags.add(d));
    OpPassManager pm = new OpPassManager("builtin.module");
    pm.addPass(
        new Pass() {
          @Override
          public String argument() {
            return "boom";
          }

          @Override
          public String summary() {
            return "";
          }

          @Override
          public void run(Operation op, PassContext pc) {
            throw new IllegalStateException("bad");
          }
        });
    assertFalse(new PassManager(ctx, pm).run(module(0)));
    assertEquals(
        "pass 'boom' failed with an internal error: java.lang.IllegalStateException: bad", diags.get(0).message());
  }
}
