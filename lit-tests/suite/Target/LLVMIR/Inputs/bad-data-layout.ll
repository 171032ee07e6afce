target datalayout = "e-S0"
