// The second slice of the contract between the mocks and the server (contract-run.ts).
import { describeContract } from './contract-run.ts'

describeContract(1)
