package org.jmlir.dialect.tfexecutor;

/** Marker for the op classes of the tf_executor dialect (all of them may sit directly in a graph but yield/island bodies). */
public interface TfExecutorOp {}
