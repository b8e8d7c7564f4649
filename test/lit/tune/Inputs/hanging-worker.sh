#!/bin/sh
# A worker that never answers (for the MPI tests).
exec sleep 600
