// The first slice of the contract between the mocks and the server (contract-run.ts), and each mock handler has a case where it succeeds.
import { describeContract } from './contract-run.ts'

describeContract(0)
