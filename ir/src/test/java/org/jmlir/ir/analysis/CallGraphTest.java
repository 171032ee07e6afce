package org.jmlir.ir.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.interfaces.CallableOpInterface;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.Test;

/** Call graph nodes, edges and the bottom-up SCC order on toy callables and calls. */
class CallGraphTest {
  private static final OpDef MODULE = OpDef.builder("toy.module").traits(Trait.SYMBOL_TABLE, Trait.NO_TERMINATOR).build();
  private static final OpDef FUNC =
      OpDef.builder("toy.func")
          .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE)
          .inherentAttrs(SymbolTable.SYMBOL_ATTR)
          .addInterface(
              CallableOpInterface.class,
              new CallableOpInterface() {
                @Override
                public Region callableRegion(Operation callable) {
                  return callable.region(0).isEmpty() ? null : callable.region(0);
                }

                @Override
                public List<Type> resultTypes(Operation callable) {
                  return List.of();
                }
              })
          .build();
  private static final OpDef CALL =
      OpDef.builder("toy.call")
          .inherentAttrs("callee")
          .addInterface(
              CallOpInterface.class,
              new CallOpInterface() {
                @Override
                public Callee callee(Operation call) {
                  return new Callee.Symbol((SymbolRefAttr) call.inherentAttr("callee"));
                }

                @Override
                public List<Value> argOperands(Operation call) {
                  return call.operands();
                }
              })
          .build();

  private final MLIRContext ctx = new MLIRContext();
  private final Operation module = make(MODULE, List.of());

  private Operation make(OpDef def, List<NamedAttribute> props) {
    OperationState s = new OperationState(ctx, def, UnknownLoc.get(ctx));
    if (def != CALL) {
      s.addRegion();
    }
    s.properties = DictionaryAttr.get(ctx, props);
    Operation op = Operation.create(s);
    if (def == MODULE) {
      op.region(0).addBlock();
    }
    return op;
  }

  private Operation func(String name, String... callees) {
    Operation f = make(FUNC, List.of(new NamedAttribute(SymbolTable.SYMBOL_ATTR, StringAttr.get(ctx, name))));
    Block body = f.region(0).addBlock();
    for (String c : callees) {
      body.append(make(CALL, List.of(new NamedAttribute("callee", SymbolRefAttr.get(ctx, c, List.of())))));
    }
    module.region(0).front().append(f);
    return f;
  }

  private static List<String> names(List<CallGraph.Node> scc) {
    List<String> out = new ArrayList<>();
    for (CallGraph.Node n : scc) {
      out.add(n.isExternal() ? "<external>" : SymbolTable.symbolName(n.callableRegion().parentOp()));
    }
    return out;
  }

  @Test
  void sccsComeCalleesFirstAndCyclesTogether() {
    func("main", "a", "leaf");
    func("a", "b");
    func("b", "a");
    func("leaf");
    func("decl_caller", "missing");
    CallGraph cg = new CallGraph(module);
    List<List<String>> order = new ArrayList<>();
    for (List<CallGraph.Node> scc : cg.sccs()) {
      order.add(names(scc));
    }
    // LLVM's scc_iterator order: DFS from the external node, an SCC listed last-visited first.
    assertEquals(
        List.of(List.of("b", "a"), List.of("leaf"), List.of("main"), List.of("<external>"), List.of("decl_caller"), List.of("<external>")),
        order);
  }

  @Test
  void unresolvedCallsGoToTheUnknownCallee() {
    Operation f = func("f", "nowhere");
    CallGraph cg = new CallGraph(module);
    CallGraph.Node n = cg.lookupNode(f.region(0));
    assertEquals(1, n.edges().size());
    assertSame(cg.unknownCalleeNode(), n.edges().get(0).target());
    assertEquals(CallGraph.EdgeKind.CALL, n.edges().get(0).kind());
    assertTrue(cg.externalCallerNode().edges().stream().anyMatch(e -> e.target() == n));
  }
}
