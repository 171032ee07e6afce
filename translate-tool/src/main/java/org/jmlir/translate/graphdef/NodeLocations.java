package org.jmlir.translate.graphdef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.FusedLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.parse.LocationParser;
import org.jmlir.translate.proto.GraphDebugInfo;
import org.jmlir.translate.proto.NodeDef;

/**
 * The locations TensorFlow's importer gives nodes. A node is {@code loc("name")} in the main graph
 * and {@code loc("name@function")} in a library function. With a GraphDebugInfo
 * ({@code -tf-debug-info}) whose stack trace is keyed by that name (or by {@code name@} /
 * {@code name@function}), the name wraps the innermost frame and the outer frames become call
 * sites: {@code callsite("name"("a.py":3:1) at "b.py":7:1)}; frames carry no column, so it is 1.
 * Every node's location fuses its op type before that: {@code fused["Const:", "name"]}, and a
 * node whose {@code experimental_debug_info} lists original nodes gets
 * {@code fused["Type:", original locations..., own location]} (NextIteration nodes excepted: their
 * name pairs the source with the sink).
 */
final class NodeLocations {
  private final MLIRContext ctx;
  /** Stack-trace frames by debug-info key; each frame a file, line. */
  private final Map<String, List<Frame>> traces = new HashMap<>();

  private record Frame(String file, int line) {}

  NodeLocations(MLIRContext ctx, GraphDebugInfo debugInfo) {
    this.ctx = ctx;
    Map<Long, List<Frame>> byId = new HashMap<>();
    for (Map.Entry<Long, GraphDebugInfo.StackTrace> e : debugInfo.getTracesByIdMap().entrySet()) {
      byId.put(e.getKey(), frames(debugInfo, e.getValue()));
    }
    for (Map.Entry<String, GraphDebugInfo.StackTrace> e : debugInfo.getTracesMap().entrySet()) {
      traces.put(e.getKey(), frames(debugInfo, e.getValue()));
    }
    for (Map.Entry<String, Long> e : debugInfo.getNameToTraceIdMap().entrySet()) {
      traces.put(e.getKey(), byId.getOrDefault(e.getValue(), List.of()));
    }
  }

  /** A trace's frames: by frame id when it has ids, else its own file/line entries. */
  private static List<Frame> frames(GraphDebugInfo info, GraphDebugInfo.StackTrace trace) {
    List<Frame> out = new ArrayList<>();
    if (trace.getFrameIdCount() > 0) {
      for (long id : trace.getFrameIdList()) {
        GraphDebugInfo.FileLineCol f = info.getFramesByIdOrDefault(id, GraphDebugInfo.FileLineCol.getDefaultInstance());
        out.add(new Frame(fileName(info, f.getFileIndex()), f.getLine()));
      }
    } else {
      for (GraphDebugInfo.FileLineCol f : trace.getFileLineColsList()) {
        out.add(new Frame(fileName(info, f.getFileIndex()), f.getLine()));
      }
    }
    return out;
  }

  private static String fileName(GraphDebugInfo info, int index) {
    return index >= 0 && index < info.getFilesCount() ? info.getFiles(index) : "<UNKNOWN_FILE_NAME>";
  }

  /**
   * The location of node {@code n} of the main graph ({@code function} null) or of a function:
   * TensorFlow's importer fuses a name location of the op type ({@code "Type:"}, kept for op-type
   * metadata) with the node's own location, and the locations of the original nodes in between
   * when the node lists some (not for NextIteration nodes, whose name pairs source and sink).
   */
  Location of(NodeDef n, String function) {
    String fn = function == null ? "" : function;
    NodeDef.ExperimentalDebugInfo di = n.getExperimentalDebugInfo();
    boolean nextIteration = n.getOp().equals("NextIteration") || n.getOp().equals("RefNextIteration");
    Location type = opTypes.computeIfAbsent(n.getOp(), op -> NameLoc.get(ctx, op + ":"));
    Location own = named(n.getName(), fn);
    if (nextIteration || di.getOriginalNodeNamesCount() == 0) {
      // The common case: two distinct name locations, already what FusedLoc::get would keep.
      return own instanceof NameLoc && !own.equals(type) ? FusedLoc.get(ctx, List.of(type, own), null)
          : LocationParser.fused(ctx, List.of(type, own), null);
    }
    List<Location> parts = new ArrayList<>();
    parts.add(type);
    for (int i = 0; i < di.getOriginalNodeNamesCount(); i++) {
      String origFn = i < di.getOriginalFuncNamesCount() ? di.getOriginalFuncNames(i) : "";
      parts.add(named(di.getOriginalNodeNames(i), origFn));
    }
    parts.add(own);
    return LocationParser.fused(ctx, parts, null);
  }

  /** The {@code "Type:"} location of each op type seen. */
  private final Map<String, Location> opTypes = new HashMap<>();

  /** {@code name} in {@code function} ("" for the main graph), with its stack trace when known. */
  private Location named(String name, String function) {
    String key = name + "@" + function;
    String locName = function.isEmpty() ? name : key;
    List<Frame> frames = traces.get(locName);
    if (frames == null) {
      frames = traces.get(key);
    }
    if (frames == null || frames.isEmpty()) {
      return NameLoc.get(ctx, locName);
    }
    List<Location> files = new ArrayList<>(frames.size());
    for (Frame f : frames) {
      files.add(FileLineColLoc.get(ctx, f.file, f.line, 1));
    }
    Location callee = NameLoc.get(ctx, locName, files.getFirst());
    if (files.size() == 1) {
      return callee;
    }
    // MLIR's CallSiteLoc::get(callee, frames): each frame is called from the next one.
    Location caller = files.getLast();
    for (int i = files.size() - 2; i >= 1; i--) {
      caller = CallSiteLoc.get(ctx, files.get(i), caller);
    }
    return CallSiteLoc.get(ctx, callee, caller);
  }
}
