import {
  type LoginRequest,
  type LoginResponse,
  loginResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
  registerResponseSchema,
} from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export async function loginRequest(body: LoginRequest): Promise<LoginResponse> {
  const json = await apiRequest('/api/auth/login', { method: 'POST', body });
  return loginResponseSchema.parse(json);
}

export async function registerRequest(body: RegisterRequest): Promise<RegisterResponse> {
  const json = await apiRequest('/api/auth/register', { method: 'POST', body });
  return registerResponseSchema.parse(json);
}
