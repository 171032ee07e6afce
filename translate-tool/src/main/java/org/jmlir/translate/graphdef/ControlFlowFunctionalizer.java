package org.jmlir.translate.graphdef;

import java.util.Set;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.FunctionDef;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.NodeDef;

/**
 * {@code -tf-upgrade-legacy}: TensorFlow's FunctionalizeControlFlow before import. The v1 control
 * flow of the library functions (kept under their names) and then of the graph becomes functional:
 * while loops first ({@link WhileFunctionalizer}), then conditionals ({@link CondFunctionalizer}),
 * the new functions added to the library.
 */
public final class ControlFlowFunctionalizer {
  private ControlFlowFunctionalizer() {}

  /** TensorFlow's kFunctionalizeControlFlowFailureMessage, the context of every failure. */
  static final String FAILURE = "Failed to functionalize Control Flow V1 ops. Consider using Control Flow V2 ops instead. "
      + "See https://www.tensorflow.org/api_docs/python/tf/compat/v1/enable_control_flow_v2.";

  private static final Set<String> V1_OPS = Set.of("Switch", "RefSwitch", "Merge", "RefMerge", "Enter", "RefEnter",
      "Exit", "RefExit", "NextIteration", "RefNextIteration", "LoopCond");

  public static GraphDef functionalize(GraphDef graph) throws TranslateException {
    boolean any = hasV1ControlFlow(graph.getNodeList());
    for (FunctionDef f : graph.getLibrary().getFunctionList()) {
      any |= hasV1ControlFlow(f.getNodeDefList());
    }
    if (!any) {
      return graph;
    }
    FlowLibrary library = new FlowLibrary(graph.getLibrary().getFunctionList());
    FlowGraph main;
    try {
      for (FunctionDef f : graph.getLibrary().getFunctionList()) {
        if (hasV1ControlFlow(f.getNodeDefList())) {
          FlowGraph body = library.toGraph(f);
          functionalize(body, library);
          library.put(library.toFunctionDef(body, f.getSignature(), f));
        }
      }
      main = FlowGraph.of(graph.getNodeList());
      if (hasV1ControlFlow(graph.getNodeList())) {
        functionalize(main, library);
      }
    } catch (TranslateException e) {
      throw new TranslateException(e.getMessage() + "\n\t" + FAILURE);
    }
    return graph.toBuilder().clearNode().addAllNode(main.toNodeDefs())
        .setLibrary(graph.getLibrary().toBuilder().clearFunction().addAllFunction(library.functions()))
        .build();
  }

  private static boolean hasV1ControlFlow(java.util.List<NodeDef> nodes) {
    for (NodeDef n : nodes) {
      if (V1_OPS.contains(n.getOp())) {
        return true;
      }
    }
    return false;
  }

  private static void functionalize(FlowGraph g, FlowLibrary library) throws TranslateException {
    new WhileFunctionalizer(g, library).run();
    new CondFunctionalizer(g, library).run();
  }
}
