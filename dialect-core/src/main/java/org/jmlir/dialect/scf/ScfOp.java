package org.jmlir.dialect.scf;

/** The scf dialect's ops, for exhaustive switches. */
public sealed interface ScfOp
    permits ConditionOp,
        ExecuteRegionOp,
        ForOp,
        ForallOp,
        IfOp,
        InParallelOp,
        IndexSwitchOp,
        ParallelOp,
        ReduceOp,
        ReduceReturnOp,
        WhileOp,
        YieldOp {}
