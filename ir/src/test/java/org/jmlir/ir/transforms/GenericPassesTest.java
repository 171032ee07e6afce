package org.jmlir.ir.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/** cse and symbol-dce on small hand-built IR (toy op kinds with the traits that matter). */
class GenericPassesTest {
  private static final OpDef PURE = OpDef.builder("toy.pure").traits(Trait.PURE).traits(Trait.COMMUTATIVE).build();
  private static final OpDef ARG = OpDef.builder("toy.arg").build();
  private static final OpDef USE = OpDef.builder("toy.use").build();
  private static final OpDef REGION = OpDef.builder("toy.region").build();
  private static final OpDef MODULE = OpDef.builder("toy.module").traits(Trait.SYMBOL_TABLE, Trait.ISOLATED_FROM_ABOVE).build();
  private static final OpDef FUNC =
      OpDef.builder("toy.func").traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE).inherentAttrs("sym_name", "sym_visibility").build();
  private static final OpDef CALL = OpDef.builder("toy.call").inherentAttrs("callee").build();

  private final MLIRContext ctx = new MLIRContext();

  private Operation create(OpDef def, Block into, int results, Value... operands) {
    OperationState s = new OperationState(ctx, def, UnknownLoc.get(ctx)).addOperands(List.of(operands));
    for (int i = 0; i < results; i++) {
      s.addType(IntegerType.get(ctx, 32));
    }
    if (def == REGION || def == MODULE || def == FUNC) {
      s.addRegion();
    }
    Operation op = Operation.create(s);
    if (op.numRegions() > 0) {
      op.region(0).addBlock();
    }
    if (into != null) {
      into.append(op);
    }
    return op;
  }

  private static List<String> names(Block b) {
    List<String> out = new ArrayList<>();
    for (Operation o : b) {
      out.add(o.name());
    }
    return out;
  }

  @Test
  void cseMergesEqualPureOpsIncludingNestedAndCommutedOnes() throws Exception {
    Operation root = create(MODULE, null, 0);
    Block body = root.region(0).front();
    Value a = create(ARG, body, 1).result(0);
    Value b = create(ARG, body, 1).result(0);
    Value x = create(PURE, body, 1, a, b).result(0);
    Value y = create(PURE, body, 1, b, a).result(0); // commuted
    create(USE, body, 0, x, y);
    Operation region = create(REGION, body, 0);
    Value z = create(PURE, region.region(0).front(), 1, a, b).result(0);
    Operation nestedUse = create(USE, region.region(0).front(), 0, z);
    create(PURE, body, 1, a, a); // dead
    OpPassManager pm = new OpPassManager(null).addPass(new CSE(PassOptions.NONE));
    new PassManager(ctx, pm).run(root);
    assertEquals(List.of("toy.arg", "toy.arg", "toy.pure", "toy.use", "toy.region"), names(body));
    assertSame(x, nestedUse.operand(0));
  }

  private Operation func(Block into, String name, String visibility) {
    Operation f = create(FUNC, into, 0);
    f.setAttr(SymbolTable.SYMBOL_ATTR, StringAttr.get(ctx, name));
    if (visibility != null) {
      f.setAttr(SymbolTable.VISIBILITY_ATTR, StringAttr.get(ctx, visibility));
    }
    return f;
  }

  @Test
  void symbolDceKeepsPublicAndReferencedSymbols() throws Exception {
    Operation root = create(MODULE, null, 0);
    Block body = root.region(0).front();
    Operation pub = func(body, "pub", null);
    func(body, "used", "private");
    func(body, "unused", "private");
    Operation usedByDead = func(body, "deadcallee", "private");
    Operation dead = func(body, "deadcaller", "private");
    create(CALL, pub.region(0).front(), 0).setAttr("callee", SymbolRefAttr.get(ctx, "used"));
    create(CALL, dead.region(0).front(), 0).setAttr("callee", SymbolRefAttr.get(ctx, "deadcallee"));
    OpPassManager pm = new OpPassManager(null).addPass(new SymbolDCE(PassOptions.NONE));
    new PassManager(ctx, pm).run(root);
    List<String> left = new ArrayList<>();
    for (Operation o : body) {
      left.add(SymbolTable.symbolName(o));
    }
    assertEquals(List.of("pub", "used"), left);
    assertEquals(null, usedByDead.block());
  }
}
